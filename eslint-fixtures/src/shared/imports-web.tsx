import { Button } from '../web/ui/button.js';

export const Primary = () => <Button />;
