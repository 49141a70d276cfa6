import type { PackageSearch } from '@crewline/protocol';
import {
  PACKAGE_CODE_SEARCH_MAX,
  type PackageKind,
  PICK_BOARD_TEXTS,
  type ServiceElements,
  type StartBand,
} from '@crewline/protocol';
import { useId } from 'react';
import { formatDuration } from '../../lib/time-format';
import SelectField from './SelectField';

const ANY = '';
const HOUR = 60;

/** Whole hours from the least to the most weekly paid time of the packages. */
function hourSteps(min: number, max: number): number[] {
  const steps: number[] = [];
  for (let h = Math.floor(min / HOUR); h <= Math.ceil(max / HOUR); h++) steps.push(h * HOUR);
  return steps;
}

const text = <T extends string>(v: string) => (v === ANY ? undefined : (v as T));
const number = (v: string) => (v === ANY ? undefined : Number(v));

/** The package search's fields (code, route, days off, start time, weekly hours, kind), each Any (or empty) by default. */
export default function PackageSearchFields({
  lov,
  filter,
  onChange,
}: {
  lov: ServiceElements<'mta_searchListsOfValues'>;
  filter: PackageSearch;
  onChange: (filter: PackageSearch) => void;
}) {
  const set = (patch: PackageSearch) => onChange({ ...filter, ...patch });
  const hours = hourSteps(lov.weeklyHours.min, lov.weeklyHours.max);
  // Both weekly-hours fields offer the same steps.
  const hourOptions = (
    <>
      <option value={ANY}>Any</option>
      {hours.map((m) => (
        <option key={m} value={m}>
          {formatDuration(m)}
        </option>
      ))}
    </>
  );
  const codeId = useId();
  return (
    <>
      {/* An operator who has read the posted board knows the package by its number. */}
      <div className="board-field">
        <label htmlFor={codeId}>Package code, or part of it</label>
        <input
          id={codeId}
          type="text"
          value={filter.code ?? ''}
          maxLength={PACKAGE_CODE_SEARCH_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => set({ code: e.target.value.trim() === '' ? undefined : e.target.value })}
        />
      </div>
      <SelectField label="Route" value={filter.route ?? ANY} onChange={(v) => set({ route: text(v) })}>
        <option value={ANY}>Any</option>
        {lov.routes.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <SelectField label="Days off" value={filter.rdoPair ?? ANY} onChange={(v) => set({ rdoPair: text(v) })}>
        <option value={ANY}>Any</option>
        {lov.rdoPairs.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Start time"
        value={filter.startBand ?? ANY}
        onChange={(v) => set({ startBand: text<StartBand>(v) })}
      >
        <option value={ANY}>Any</option>
        {lov.startBands.map((b) => (
          <option key={b} value={b}>
            {PICK_BOARD_TEXTS.startBands[b]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Weekly hours, at least"
        value={filter.minWeeklyMinutes === undefined ? ANY : String(filter.minWeeklyMinutes)}
        onChange={(v) => set({ minWeeklyMinutes: number(v) })}
      >
        {hourOptions}
      </SelectField>
      <SelectField
        label="Weekly hours, at most"
        value={filter.maxWeeklyMinutes === undefined ? ANY : String(filter.maxWeeklyMinutes)}
        onChange={(v) => set({ maxWeeklyMinutes: number(v) })}
      >
        {hourOptions}
      </SelectField>
      <SelectField label="Kind" value={filter.kind ?? ANY} onChange={(v) => set({ kind: text<PackageKind>(v) })}>
        <option value={ANY}>Any</option>
        {lov.kinds.map((k) => (
          <option key={k} value={k}>
            {PICK_BOARD_TEXTS.kinds[k]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
