import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ApiAnswer, ApiBody } from '@exam/web-theme/src/api';
import { API_URL, httpClient, type HttpClient } from './httpClient';

/** Resources whose update is a PATCH of the changed fields (the rest take react-admin's whole-record PUT). */
const PATCHED = new Set(['users']);

/** Drops what the servers read as a real filter value but the console means as "any". */
function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined && v !== null && v !== 'All'),
  );
}

/** The total of a list answer: `Content-Range: quizzes 0-24/10000`, else `X-Total-Count`. */
export function totalOf(headers: Headers): number {
  const raw = headers.get('Content-Range')?.split('/').pop() ?? headers.get('X-Total-Count');
  const total = raw ? Number(raw) : NaN;
  if (!Number.isInteger(total)) throw new Error('The server did not say how many records there are.');
  return total;
}

export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): string {
  const { page = 1, perPage = 25 } = pagination ?? {};
  const query = new URLSearchParams({
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter: JSON.stringify(cleanFilter(filter ?? {})),
  });
  // react-admin's implicit sort is by `id`, which no list sorts on: the server's default order applies.
  if (sort?.field && sort.field !== 'id')
    query.set('sort', JSON.stringify([sort.field, sort.order === 'ASC' ? 'ASC' : 'DESC']));
  return query.toString();
}

/** The console's extra calls beside react-admin's CRUD. */
export interface ConsoleDataProvider extends DataProvider {
  publish(resource: string, id: Identifier, published: boolean): Promise<{ data: RaRecord }>;
  importQuestions(body: Record<string, unknown>): Promise<{ data: ImportReport }>;
  upload(form: FormData): Promise<{ data: ApiAnswer<'/api/admin/uploads', 'post'> }>;
  /** An area's admin figures for the dashboard: `GET /api/admin/<area>/overview`. */
  overview<A extends OverviewArea>(area: A): Promise<{ data: Overviews[A] }>;
  /** Accepts or rejects the open reports of a queue row (issue 33). */
  resolveReports(
    id: Identifier,
    action: 'accept' | 'reject',
    reply: string,
  ): Promise<{ data: ResolvedReports }>;
  /** Live mocks with their candidates (issue 31): `GET /api/admin/live-mocks`. */
  liveMocks(): Promise<{ data: ApiAnswer<'/api/admin/live-mocks', 'get'> }>;
  /** A live mock's key (issue 33): its challenge window, a question's resolution, the final key's publication. */
  keyChallengeAction(id: Identifier, action: KeyChallengeAction): Promise<{ data: unknown }>;
}

export type KeyChallengeAction =
  | { type: 'window'; hours: number }
  | { type: 'resolve'; questionIndex: number; decision: 'keep' | 'change' | 'drop'; key?: number }
  | { type: 'publish' };

/** The admin figures the dashboard shows, by area: `GET /api/admin/<area>/overview`. */
export interface Overviews {
  attempts: ApiAnswer<'/api/admin/attempts/overview', 'get'>;
  billing: ApiAnswer<'/api/admin/billing/overview', 'get'>;
}
export type OverviewArea = keyof Overviews;

export type ResolvedReports = ApiAnswer<'/api/admin/reports/{id}/accept', 'post'>;

/** An import's report (a 422's body carries the same). */
export type ImportReport = ApiAnswer<'/api/admin/quizzes/import', 'post'>;

/**
 * react-admin's list protocol over the platform's admin calls (`/api/admin/<resource>`): range, sort and
 * filter as JSON query parameters, the total from Content-Range.
 */
export function createDataProvider(
  http: HttpClient = httpClient,
  base = `${API_URL}/admin`,
): ConsoleDataProvider {
  const url = (resource: string, id?: Identifier) =>
    id === undefined ? `${base}/${resource}` : `${base}/${resource}/${encodeURIComponent(String(id))}`;
  const one = async (resource: string, id: Identifier) => ({ data: (await http(url(resource, id))).json });

  const provider: ConsoleDataProvider = {
    async getList(resource, params) {
      const { json, headers } = await http(`${url(resource)}?${listQuery(params)}`);
      return { data: json, total: totalOf(headers) };
    },
    getOne: (resource, { id }) => one(resource, id),
    async getMany(resource, { ids }) {
      return { data: await Promise.all(ids.map(async (id) => (await one(resource, id)).data)) };
    },
    getManyReference(resource, { target, id, ...params }) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [target]: id } });
    },
    async create(resource, { data }) {
      const { json } = await http(url(resource), { method: 'POST', body: JSON.stringify(data) });
      return { data: json };
    },
    async update(resource, { id, data, previousData }) {
      const patch = PATCHED.has(resource);
      const body = patch
        ? Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== previousData?.[k]))
        : data;
      const { json } = await http(url(resource, id), {
        method: patch ? 'PATCH' : 'PUT',
        body: JSON.stringify(body),
      });
      return { data: { ...previousData, ...json, id } };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) await provider.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    async delete(resource, { id }) {
      const { json } = await http(url(resource, id), { method: 'DELETE' });
      return { data: json };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await http(url(resource, id), { method: 'DELETE' });
      return { data: ids };
    },
    async publish(resource, id, published) {
      const { json } = await http(`${url(resource, id)}/${published ? 'publish' : 'unpublish'}`, {
        method: 'POST',
      });
      return { data: json };
    },
    async importQuestions(body) {
      const { json } = await http(`${base}/quizzes/import`, { method: 'POST', body: JSON.stringify(body) });
      return { data: json };
    },
    async upload(form) {
      const { json } = await http(`${base}/uploads`, { method: 'POST', body: form });
      return { data: json };
    },
    async liveMocks() {
      const { json } = await http(`${base}/live-mocks`);
      return { data: json };
    },
    async overview(area) {
      const { json } = await http(`${base}/${encodeURIComponent(area)}/overview`);
      return { data: json };
    },
    async keyChallengeAction(id, action) {
      const at = url('key-challenges', id);
      const call =
        action.type === 'window'
          ? http(`${at}/window`, { method: 'PUT', body: JSON.stringify({ hours: action.hours }) })
          : action.type === 'resolve'
            ? http(`${at}/questions/${action.questionIndex}`, {
                method: 'PUT',
                body: JSON.stringify({ decision: action.decision, key: action.key }),
              })
            : http(`${at}/publish`, { method: 'POST' });
      return { data: (await call).json };
    },
    async resolveReports(id, action, reply) {
      const body: ApiBody<'/api/admin/reports/{id}/accept', 'post'> = { reply };
      const { json } = await http(`${url('reports', id)}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      return { data: json };
    },
  };
  return provider;
}

export const dataProvider = createDataProvider();
