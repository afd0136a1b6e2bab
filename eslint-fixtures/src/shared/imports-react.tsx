import { useState } from 'react';

export const useCount = () => useState(0);
