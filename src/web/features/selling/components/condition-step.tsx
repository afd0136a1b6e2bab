import { itemSpecificLabels } from '../../../../shared/catalog/item-specifics.js';
import { CONDITION_GRADES, DESCRIPTION_MAX } from '../../../../shared/listings/selling.js';
import { TextField } from '../../../ui/text-field.js';
import { categoryOf } from '../draft-form.js';
import { Group, named, TextAreaField } from './fields.js';
import type { StepProps } from './piece-step.js';

/** Labels asked elsewhere in this step. */
const OWN_FIELDS = new Set(['Year', 'Box and papers']);

/** Step 2: condition on the graded scale, year, box and papers, the category's item specifics, description. */
export function ConditionStep({ form, update, error }: StepProps) {
  const labels = itemSpecificLabels(categoryOf(form)).filter((l) => !OWN_FIELDS.has(l));
  return (
    <div className="grid gap-8">
      <Group legend="Condition" error={named('Condition', error('condition'))}>
        <div className="grid gap-2">
          {CONDITION_GRADES.map(({ grade, definition }) => (
            <label key={grade} className="flex cursor-pointer items-start gap-3 border border-line p-3 text-sm has-[:checked]:border-ink">
              <input
                type="radio"
                name="condition"
                value={grade}
                className="mt-1 size-4 accent-bronze"
                checked={form.condition === grade}
                onChange={() => update({ condition: grade })}
              />
              <span>
                <span className="font-medium text-ink">{grade}</span>
                <span className="block text-ink-soft">{definition}</span>
              </span>
            </label>
          ))}
        </div>
      </Group>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Year" inputMode="numeric" maxLength={4} value={form.year} onChange={(e) => update({ year: e.target.value })} error={named('Year', error('year'))} />
        <label className="flex items-center gap-3 self-end pb-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-bronze" checked={form.box} onChange={(e) => update({ box: e.target.checked })} />
          With its box
        </label>
        <label className="flex items-center gap-3 self-end pb-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-bronze" checked={form.papers} onChange={(e) => update({ papers: e.target.checked })} />
          With its papers
        </label>
      </div>
      {labels.length > 0 ? (
        <Group legend="Item specifics" error={error('specifics')}>
          <div className="grid gap-5 sm:grid-cols-2">
            {labels.map((label) => (
              <TextField
                key={label}
                label={label}
                maxLength={200}
                value={form.specifics[label] ?? ''}
                onChange={(e) => update({ specifics: { ...form.specifics, [label]: e.target.value } })}
                error={named(label, error(`specifics.${label}`))}
              />
            ))}
          </div>
        </Group>
      ) : null}
      <TextAreaField
        label="Description"
        hint={`What a buyer should know: history, service, flaws. At least 20 characters. ${form.description.length}/${DESCRIPTION_MAX}`}
        maxLength={DESCRIPTION_MAX}
        value={form.description}
        onChange={(e) => update({ description: e.target.value })}
        error={named('Description', error('description'))}
      />
    </div>
  );
}
