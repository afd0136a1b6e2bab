import { Button } from '../../../ui/button.js';
import { format } from '../../../lib/format.js';
import { label } from '../../../../shared/words.js';
import { getF } from '../api/get-f.js';

export const FCard = (props: { title?: string }) => (
  <div title={props.title ?? getF()}>
    {label} {format(1)} <Button />
  </div>
);
