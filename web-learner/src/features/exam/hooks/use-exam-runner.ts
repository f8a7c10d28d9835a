import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuizDetail } from '@/types/quiz';
import type { ClockSample } from '../domain/clock';
import { applyResponse, clearedResponse, markResponse, saveResponse } from '../domain/palette';
import { sectionLock, tabOf, tabsOf, type SectionLock } from '../domain/sections';
import { examStore, type Lang, type LocalExam } from '../store/exam-db';
import type { ExamSession, ResponseValue, SavedResponse } from '../types';
import { useSaveQueue, type SaveSync } from './use-save-queue';

export interface ExamStart {
  key: string;
  deviceId: string;
  session: ExamSession;
  paper: QuizDetail;
  /** Server responses with this device's unacknowledged saves over them. */
  responses: SavedResponse[];
  seq: number;
  offsetMs: number;
  current: number;
  defaultLang: Lang;
  langs: Record<number, Lang>;
}

export interface ExamRunner {
  session: ExamSession;
  paper: QuizDetail;
  responses: SavedResponse[];
  current: number;
  /** The option picked on screen: it becomes the response only through Save & Next or Mark for Review & Next. */
  selected: number | null;
  offsetMs: number;
  tabs: ReturnType<typeof tabsOf>;
  tab: number;
  lockOf(tab: number): SectionLock;
  langOf(question: number): Lang;
  setLang(question: number, lang: Lang): void;
  choose(option: number): void;
  go(question: number): void;
  /** To a section's first question (its tab); `forced` when its time moved the learner on. */
  enterTab(tab: number): void;
  saveAndNext(): void;
  markAndNext(): void;
  clear(): void;
  previous(): void;
  /** Set when a palette jump left a picked option unsaved (the NTA screen's trap, said out loud). */
  unsavedHint: number | null;
  dismissHint(): void;
  sync: SaveSync;
}

/**
 * One learner's exam on this page: the responses as saved (every save goes to the device's store and the
 * server at once), where they are, the option picked on screen, each question's language, and the seconds
 * spent on each question (sent with every save).
 */
export function useExamRunner(start: ExamStart): ExamRunner {
  const { session, paper } = start;
  const [responses, setResponses] = useState(start.responses);
  const [current, setCurrent] = useState(start.current);
  const [selected, setSelected] = useState<number | null>(start.responses[start.current]?.option ?? null);
  const [offsetMs, setOffsetMs] = useState(start.offsetMs);
  const [langs, setLangs] = useState(start.langs);
  const [unsavedHint, setUnsavedHint] = useState<number | null>(null);
  const seq = useRef(start.seq);
  const seconds = useRef(start.responses.map((r) => r.seconds));
  const enteredAt = useRef(0);
  const tabs = useMemo(() => tabsOf(session.sections, session.questionCount), [session]);
  const exam = useMemo(
    () => ({ key: start.key, quizId: session.quizId, deviceId: start.deviceId }),
    [start.key, session.quizId, start.deviceId],
  );
  const onClock = useCallback((s: ClockSample) => setOffsetMs(s.offsetMs), []);
  const sync = useSaveQueue(exam, onClock);

  // What a reload on this device resumes from (the server has the responses; this keeps place and language).
  useEffect(() => {
    void examStore().then((store) => {
      const local: LocalExam = {
        key: start.key,
        session,
        offsetMs,
        seq: seq.current,
        current,
        defaultLang: start.defaultLang,
        langs,
        paper,
        updatedAt: new Date().toISOString(),
      };
      return store.putExam(local);
    });
  }, [start.key, start.defaultLang, session, paper, offsetMs, current, langs, responses]);

  /** Seconds on the question on screen so far (its earlier visits included). */
  const spentOn = (question: number) => {
    const now = Date.now();
    seconds.current[question] = (seconds.current[question] ?? 0) + (now - enteredAt.current) / 1000;
    enteredAt.current = now;
    return Math.round(seconds.current[question]);
  };

  const record = (question: number, response?: ResponseValue) => {
    const item = {
      seq: ++seq.current,
      question,
      seconds: spentOn(question),
      ...(response ? { response } : {}),
    };
    setResponses((rs) => rs.map((r, i) => (i === question ? applyResponse(r, item.seconds, response) : r)));
    sync.enqueue(item);
  };

  // The question on screen when the exam opens is visited (Not Visited becomes Not Answered).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    enteredAt.current = Date.now();
    if (!start.responses[start.current]?.visited) record(start.current);
  });

  const lockOf = (tab: number) => sectionLock(tabs[tab], Date.now() + offsetMs);
  const open = (question: number) =>
    question >= 0 && question < session.questionCount && lockOf(tabOf(tabs, question)) === 'open';

  const moveTo = (question: number) => {
    if (!open(question)) return;
    setCurrent(question);
    setSelected(responses[question]?.option ?? null);
    // Opening a question is recorded too (Not Visited becomes Not Answered, on every device).
    if (!responses[question]?.visited) record(question);
  };

  const leaveWith = (response?: ResponseValue) => {
    record(current, response);
    setUnsavedHint(null);
    const next = current + 1 < session.questionCount && open(current + 1) ? current + 1 : current;
    setCurrent(next);
    const nextSaved = next === current ? (response?.option ?? null) : (responses[next]?.option ?? null);
    setSelected(nextSaved);
    if (next !== current && !responses[next]?.visited) record(next);
  };

  return {
    session,
    paper,
    responses,
    current,
    selected,
    offsetMs,
    tabs,
    tab: tabOf(tabs, current),
    lockOf,
    langOf: (q) => langs[q] ?? start.defaultLang,
    setLang: (q, lang) => setLangs((l) => ({ ...l, [q]: lang })),
    choose: setSelected,
    go: (question) => {
      if (question === current || !open(question)) return;
      const unsaved = selected !== null && selected !== (responses[current]?.option ?? null);
      setUnsavedHint(unsaved ? current : null);
      record(current);
      moveTo(question);
    },
    enterTab: (tab) => {
      const first = tabs[tab].from - 1;
      if (tabOf(tabs, current) === tab || !open(first)) return;
      setUnsavedHint(null);
      if (lockOf(tabOf(tabs, current)) === 'open') record(current);
      moveTo(first);
    },
    saveAndNext: () => leaveWith(saveResponse(selected)),
    markAndNext: () => leaveWith(markResponse(selected)),
    clear: () => {
      setSelected(null);
      record(current, clearedResponse());
    },
    previous: () => {
      if (current === 0 || !open(current - 1)) return;
      setUnsavedHint(null);
      record(current);
      moveTo(current - 1);
    },
    unsavedHint,
    dismissHint: () => setUnsavedHint(null),
    sync,
  };
}
