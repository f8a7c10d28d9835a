import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { vi } from 'vitest';
import { httpClient } from '@/providers/httpClient';
import { RecentAttempts } from './UserShow';

vi.mock('@/providers/httpClient', () => ({
  API_URL: '/api',
  httpClient: vi.fn(async () => ({
    json: {
      points: [
        {
          quizId: 'q1',
          quizName: 'Polity Mock 1',
          subject: 'Mock Tests',
          division: 'Abhyudaya',
          completedAt: '2026-11-20T06:30:00.000Z',
          score: 7.5,
          totalQuestions: 5,
          correctAnswers: 4,
          percent: 80,
        },
        {
          quizId: 'q2',
          quizName: 'Daily Current Affairs',
          subject: 'Current Affairs',
          division: 'Abhyudaya',
          completedAt: '2026-11-21T06:30:00.000Z',
          score: 1.5,
          totalQuestions: 2,
          correctAnswers: 1,
          percent: 50,
        },
      ],
    },
  })),
}));

describe("a learner's recent attempts", () => {
  it("reads the learner's score history and lists it newest first", async () => {
    render(
      <RecordContextProvider value={{ id: '665f1b2c3d4e5f6a7b8c9d0e' }}>
        <RecentAttempts />
      </RecordContextProvider>,
    );
    const rows = await screen.findAllByRole('row');
    expect(httpClient).toHaveBeenCalledWith('/api/attempts/score-history/665f1b2c3d4e5f6a7b8c9d0e');
    expect(rows[1]).toHaveTextContent('Daily Current Affairs');
    expect(rows[1]).toHaveTextContent('1/2 (50%)');
    expect(rows[2]).toHaveTextContent('Polity Mock 1');
  });
});
