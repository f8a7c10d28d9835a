import { DemoResult } from '@/features/demo';

/** Demo result (spec 2.12): /demoresult, with the per-question results in navigation state. */
export default function Route() {
  return <DemoResult />;
}
