import { Button } from '../../../ui/button.js';
import { format } from '../../../lib/format.js';
import { label } from '../../../../shared/words.js';
import { getF } from '../api/get-f.js';

export interface FProps {
  title?: string;
}

export const FCard = (props: FProps) => (
  <div title={props.title ?? getF()}>
    {label} {format(1)} <Button />
  </div>
);
