/**
 * The finder's filter bar: kind, meeting day, one select per public tag group, "open to join
 * only" and a name box, each a labelled native control (so every one works by keyboard). The
 * selects offer only the choices that still have groups under the other filters.
 */
import { useId } from 'react';
import type { GroupsAnswer } from '../shared/api-types.ts';
import type { GroupView, groupOptions } from '../shared/filter.ts';
import { dayLabel } from '../shared/schedule.ts';

interface Props {
  answer: GroupsAnswer;
  view: GroupView;
  options: ReturnType<typeof groupOptions>;
  onChange: (view: GroupView, replace?: boolean) => void;
}

interface Choice {
  value: string;
  label: string;
}

function Select(props: {
  id: string;
  label: string;
  any: string;
  value: string;
  choices: Choice[];
  onPick: (value: string) => void;
}) {
  // a chosen value stays offered even when the other filters leave it no group
  const choices = props.choices;
  return (
    <label htmlFor={props.id} className="group-filter">
      <span>{props.label}</span>
      <select id={props.id} value={props.value} onChange={(e) => props.onPick(e.target.value)}>
        <option value="">{props.any}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const keep = (value: string, available: Set<string> | undefined) => (c: Choice) =>
  c.value === value || (available?.has(c.value) ?? false);

/** The filter bar. */
export default function GroupFilters({ answer, view, options, onChange }: Props) {
  const id = useId();
  const kinds = answer.kinds
    .map((k) => ({ value: k.slug, label: k.name }))
    .filter(keep(view.type, options.kinds));
  const days = new Set<string>(options.days);
  const dayChoices = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
    .map((d) => ({ value: d, label: dayLabel(d) }))
    .filter(keep(view.day, days));
  return (
    <form
      className="group-filters"
      role="search"
      aria-label="Find a group"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-name`} className="group-filter">
        <span>Name</span>
        <input
          id={`${id}-name`}
          type="search"
          value={view.name}
          autoComplete="off"
          onChange={(e) => onChange({ ...view, name: e.target.value }, true)}
        />
      </label>
      <Select
        id={`${id}-type`}
        label="Kind"
        any="Any kind"
        value={view.type}
        choices={kinds}
        onPick={(type) => onChange({ ...view, type })}
      />
      <Select
        id={`${id}-day`}
        label="Meeting day"
        any="Any day"
        value={view.day}
        choices={dayChoices}
        onPick={(day) => onChange({ ...view, day })}
      />
      {answer.tagGroups
        .filter((t) => t.tags.length)
        .map((t) => (
          <Select
            key={t.id}
            id={`${id}-tag-${t.slug}`}
            label={t.name}
            any={`Any ${t.name.toLowerCase()}`}
            value={view.tags[t.slug] ?? ''}
            choices={t.tags
              .map((tag) => ({ value: tag.slug, label: tag.name }))
              .filter(keep(view.tags[t.slug] ?? '', options.tags.get(t.slug)))}
            onPick={(value) => onChange({ ...view, tags: { ...view.tags, [t.slug]: value } })}
          />
        ))}
      <label htmlFor={`${id}-open`} className="group-open">
        <input
          id={`${id}-open`}
          type="checkbox"
          checked={view.open}
          onChange={(e) => onChange({ ...view, open: e.target.checked })}
        />
        Open to join only
      </label>
    </form>
  );
}
