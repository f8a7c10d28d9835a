import { useEffect, useState } from 'react';
import type { QuizDetail } from '@/types/quiz';
import type { ClockSample } from '../domain/clock';
import { withPending } from '../domain/palette';
import { tabOf, tabsOf } from '../domain/sections';
import { examDeviceId } from '../store/device-id';
import { examKey, examStore, type Lang } from '../store/exam-db';
import type { ExamSession } from '../types';
import type { ExamStart } from './use-exam-runner';

/**
 * Everything an open session resumes from: the server's responses with this device's saves not yet
 * acknowledged over them, the device's save numbering, and its place and languages (kept on the device).
 */
export function useExamStart(
  userId: string,
  session: ExamSession | null,
  paper: QuizDetail | undefined,
  sample: ClockSample | null,
  defaultLang: Lang,
): ExamStart | null {
  const [start, setStart] = useState<ExamStart | null>(null);
  useEffect(() => {
    if (!session || session.status !== 'open' || !paper) return;
    let cancelled = false;
    void (async () => {
      const key = examKey(userId, session.quizId);
      const deviceId = examDeviceId();
      const store = await examStore();
      const [local, pending] = await Promise.all([store.getExam(key), store.pending(key)]);
      const mine = local?.session.sessionId === session.sessionId ? local : undefined;
      const items = pending.sort((a, b) => a.seq - b.seq).map((p) => p.item);
      const seq = Math.max(mine?.seq ?? 0, session.seqs[deviceId] ?? 0, ...items.map((i) => i.seq));
      const tabs = tabsOf(session.sections, session.questionCount);
      const current = mine?.current ?? tabs[0].from - 1;
      if (cancelled) return;
      setStart({
        key,
        deviceId,
        session,
        paper,
        responses: withPending(session.responses, items),
        seq,
        offsetMs: sample?.offsetMs ?? mine?.offsetMs ?? 0,
        current: tabOf(tabs, current) >= 0 ? current : 0,
        defaultLang: mine?.defaultLang ?? defaultLang,
        langs: mine?.langs ?? {},
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, session, paper, sample, defaultLang]);
  return start;
}
