import { z } from 'zod';
import { QUIZ_MODES } from '../enums';

const isoTime = z.string().datetime({ offset: true });

/** A part of an exam: questions `from` to `to` (1-based, inclusive), with an optional time limit of its own. */
export const examSectionSchema = z.object({
  name: z.string(),
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  minutes: z.number().int().positive().optional(),
});
export type ExamSection = z.infer<typeof examSectionSchema>;

/** A live mock: sat by everyone between these times, ranked when it closes. */
export const liveWindowSchema = z.object({ opensAt: isoTime, closesAt: isoTime });
export type LiveWindow = z.infer<typeof liveWindowSchema>;

/**
 * What a quiz snapshot tells about how the quiz is played. Optional: snapshots of older versions carry none
 * of it (their mode follows EXAM_MODE_SUBJECTS, their duration DEFAULT_EXAM_MINUTES_PER_QUESTION).
 */
export const examSettingsFields = {
  mode: z.enum(QUIZ_MODES).optional(),
  durationMinutes: z.number().int().positive().nullable().optional(),
  sections: z.array(examSectionSchema).optional(),
  liveWindow: liveWindowSchema.nullable().optional(),
};
