/** The admin tables' one look: hairlines, small caps headers, cells that wrap rather than scroll. */
export const tableClass = 'w-full min-w-[44rem] border-collapse text-left text-sm';
export const thClass = 'label-caps border-b border-line-strong py-3 pr-4 align-bottom font-normal text-muted';
export const tdClass = 'border-b border-line py-4 pr-4 align-top';
