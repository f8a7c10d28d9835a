import { createRequire } from 'node:module';
import { sep } from 'node:path';

/** India's states, union territories and their cities, from the maintained country-state-city package. */
const COUNTRY = 'IN';
const PACKAGE = 'country-state-city';

interface IndianState {
  name: string;
  state_code: string;
}

interface IndiaGeo {
  states: IndianState[];
  /** City names per state (lower-cased state name), sorted and without duplicates. */
  cities: Map<string, string[]>;
}

let india: IndiaGeo | undefined;

/**
 * Reads India's part of the package once, then lets the package go: its whole-world city list is about
 * 42 MiB of heap for the life of the process (bench:catalog's live heap at boot), of which India's 4,000-odd
 * cities are all that is used. The package is loaded through a require of its own and dropped from
 * Node's module cache, so nothing keeps the world list reachable.
 */
function loadIndia(): IndiaGeo {
  const load = createRequire(__filename);
  const { City, State } = load(PACKAGE) as typeof import('country-state-city');
  const states = State.getStatesOfCountry(COUNTRY).map((s) => ({ name: s.name, state_code: s.isoCode }));
  const cities = new Map(
    states.map((s) => [
      s.name.toLowerCase(),
      [...new Set(City.getCitiesOfState(COUNTRY, s.state_code).map((c) => c.name))].sort((a, b) =>
        a.localeCompare(b),
      ),
    ]),
  );
  const folder = `${sep}${PACKAGE}${sep}`;
  for (const key of Object.keys(load.cache)) if (key.includes(folder)) delete load.cache[key];
  return { states, cities };
}

function indiaGeo(): IndiaGeo {
  india ??= loadIndia();
  return india;
}

export function indianStates(): IndianState[] {
  return indiaGeo().states;
}

export function isIndianState(name: string): boolean {
  return indiaGeo().cities.has(name.trim().toLowerCase());
}

/** City names of a state, sorted and without duplicates; null for an unknown state. */
export function citiesOf(stateName: string): string[] | null {
  return indiaGeo().cities.get(stateName.trim().toLowerCase()) ?? null;
}
