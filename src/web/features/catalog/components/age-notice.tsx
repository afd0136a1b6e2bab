/**
 * Fine Living (wine, champagne, cigars) is for adults. The 18+ gate of SPEC §5 arrives with
 * member accounts; until then the pages say so plainly.
 */
export function AgeNotice() {
  return (
    <div role="note" className="border border-bronze/60 bg-ivory-deep px-5 py-4 text-sm leading-6 text-ink">
      <p>
        <span className="label-caps mr-2 text-bronze">18+</span>
        Fine Living offers wine, champagne and cigars to adults only. The age check arrives with member accounts; until then,
        please browse only if you are of legal age to buy alcohol and tobacco where you live.
      </p>
    </div>
  );
}
