import type { DashboardData } from './api/get-dashboard';
import type { ScorePoint } from './api/get-score-history';

export interface Counts {
  total: number;
  attempted: number;
  unattempted: number;
  completed: number;
}

export interface SubjectCounts extends Counts {
  subject: string;
}

/**
 * The dashboard cards (spec 2.14) from dashboardgetuserbyid: every published quiz (Kye Bye included) and
 * what the learner did. A completed quiz was attempted too, and only quizzes still published count.
 */
export function dashboardCounts(data: DashboardData): { overall: Counts; subjects: SubjectCounts[] } {
  const entries = [...data.quizs, ...data.kyebyequizzes];
  const completed = new Set([...data.completedquizs, ...data.completedkyebyequizzes]);
  const attempted = new Set([...data.attemptedquizs, ...data.attemptedkyebyequizzes, ...completed]);
  const bySubject = new Map<string, SubjectCounts>();
  const overall = { total: 0, attempted: 0, unattempted: 0, completed: 0 };
  for (const quiz of entries) {
    const subject = quiz.subject || 'Other';
    const row = bySubject.get(subject) ?? { subject, total: 0, attempted: 0, unattempted: 0, completed: 0 };
    for (const c of [overall, row]) {
      c.total += 1;
      if (attempted.has(quiz._id)) c.attempted += 1;
      else c.unattempted += 1;
      if (completed.has(quiz._id)) c.completed += 1;
    }
    bySubject.set(subject, row);
  }
  return { overall, subjects: [...bySubject.values()].sort((a, b) => b.total - a.total) };
}

/** The average percent per subject, for the 'by subject' chart. */
export function averageBySubject(
  points: readonly ScorePoint[],
): { subject: string; average: number; count: number }[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const p of points) {
    const s = sums.get(p.subject) ?? { total: 0, count: 0 };
    sums.set(p.subject, { total: s.total + p.percent, count: s.count + 1 });
  }
  return [...sums.entries()].map(([subject, s]) => ({
    subject,
    average: Math.round((s.total / s.count) * 10) / 10,
    count: s.count,
  }));
}
