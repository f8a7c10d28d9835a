import { City, State } from 'country-state-city';

/** India's states, union territories and their cities, from the maintained country-state-city package. */
const COUNTRY = 'IN';

let states: Array<{ name: string; state_code: string }> | undefined;

export function indianStates(): Array<{ name: string; state_code: string }> {
  states ??= State.getStatesOfCountry(COUNTRY).map((s) => ({ name: s.name, state_code: s.isoCode }));
  return states;
}

export function isIndianState(name: string): boolean {
  return indianStates().some((s) => s.name.toLowerCase() === name.trim().toLowerCase());
}

/** City names of a state, sorted and without duplicates; null for an unknown state. */
export function citiesOf(stateName: string): string[] | null {
  const state = indianStates().find((s) => s.name.toLowerCase() === stateName.trim().toLowerCase());
  if (!state) return null;
  return [...new Set(City.getCitiesOfState(COUNTRY, state.state_code).map((c) => c.name))].sort((a, b) =>
    a.localeCompare(b),
  );
}
