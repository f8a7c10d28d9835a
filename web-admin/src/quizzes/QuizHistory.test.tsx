import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { vi } from 'vitest';
import { QuizHistory } from './QuizHistory';
import type { HistoryEntry } from './useQuizHistory';

const entry = (rev: number, change: string, kind?: 'rescored'): HistoryEntry => ({
  id: `q1:${rev}${kind ? ':rescored' : ''}`,
  quizId: 'q1',
  rev,
  at: '2026-11-25T10:00:00.000Z',
  actorId: null,
  changes: [change],
  ...(kind ? { kind } : {}),
});

/**
 * The catalog's history as the console reads it: after the save (revision 2) the correction is listed at once,
 * attempts' re-scoring only from the second read on (it is recorded after the save returned).
 */
function fakeCatalog() {
  let history = [entry(1, 'created')];
  let readsSinceSave = -1;
  const getList = vi.fn(async () => {
    if (readsSinceSave >= 0 && ++readsSinceSave === 2)
      history = [
        entry(2, 'Answer key correction re-scored 2 results (2 scores changed)', 'rescored'),
        ...history,
      ];
    return { data: history, total: history.length };
  });
  const save = () => {
    history = [entry(2, 'answer key of question 1: "Yamuna" → "Ganga"'), ...history];
    readsSinceSave = 0;
  };
  return { dataProvider: { getList } as unknown as DataProvider, getList, save };
}

function historyOf(dataProvider: DataProvider, rev: number) {
  return (
    <AdminContext dataProvider={dataProvider}>
      <RecordContextProvider value={{ id: 'q1', rev }}>
        <QuizHistory />
      </RecordContextProvider>
    </AdminContext>
  );
}

describe("a quiz's History tab", () => {
  it('lists a save and the re-scoring it causes without a Refresh', async () => {
    const { dataProvider, getList, save } = fakeCatalog();
    const { rerender } = render(historyOf(dataProvider, 1));
    const table = await screen.findByRole('table', { name: 'History' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith('quizzes/q1/history', expect.anything());

    // The save answers with revision 2: the Edit page's record now carries it.
    save();
    rerender(historyOf(dataProvider, 2));

    expect(await screen.findByText(/answer key of question 1/)).toBeInTheDocument();
    expect(
      await screen.findByText(/re-scored 2 results \(2 scores changed\)/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  }, 15_000);

  it('reads the history once when nothing was saved', async () => {
    const { dataProvider, getList } = fakeCatalog();
    render(historyOf(dataProvider, 1));
    await screen.findByRole('table', { name: 'History' });
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
