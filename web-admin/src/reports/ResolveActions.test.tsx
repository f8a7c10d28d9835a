import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { httpClient } from '@/providers/httpClient';
import type { ReportRow } from './reasons';
import { ResolveActions } from './ResolveActions';

vi.mock('@/providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: vi.fn(async (url: string) => ({
    json: {
      resolved: 2,
      quizId: '6650f1c2a9b3c4d5e6f70812',
      kind: 'quiz',
      questionIndex: 2,
      status: url.endsWith('/accept') ? 'accepted' : 'rejected',
    },
  })),
}));

const row: ReportRow = {
  id: '6650f1c2a9b3c4d5e6f70812:2:wrong-answer-key:open',
  quizId: '6650f1c2a9b3c4d5e6f70812',
  kind: 'quiz',
  quizName: 'Polity Mock',
  questionIndex: 2,
  questionNumber: 3,
  reason: 'wrong-answer-key',
  status: 'open',
  count: 2,
  lastReportedAt: '2026-11-20T06:30:00.000Z',
  resolvedAt: null,
  keyCorrectedAt: null,
};

function renderActions(onLocation: (l: Location) => void) {
  render(
    <TestMemoryRouter locationCallback={onLocation}>
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="reports">
          <RecordContextProvider value={row}>
            <ResolveActions />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the queue row's Accept and Reject", { timeout: 20_000 }, () => {
  it('rejects only with a reply, and sends it', async () => {
    const user = userEvent.setup();
    renderActions(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const send = within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' });
    expect(send).toBeDisabled();
    await user.type(
      screen.getByLabelText('Reply to the learners (required)'),
      'The key is right: see NCERT p. 12.',
    );
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(`/api/admin/reports/${encodeURIComponent(row.id)}/reject`, {
        method: 'POST',
        body: JSON.stringify({ reply: 'The key is right: see NCERT p. 12.' }),
      }),
    );
  });

  it("accepts and opens the quiz's editor on the reported question", async () => {
    const user = userEvent.setup();
    let location: Location | undefined;
    renderActions((l) => (location = l));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept and open the editor' }));
    await waitFor(() => expect(location?.pathname).toBe('/quizzes/6650f1c2a9b3c4d5e6f70812/questions'));
    expect(location?.search).toBe('?question=3');
  });
});
