import { eventually, startTestApp, testToken, type TestApp } from '@exam/testing';
import { parseMetrics, sum } from '../../../scripts/distributed/metrics-text';
import { AttemptsAppModule } from '../src/attempts-app.module';
import { completion, publishQuiz } from './support/attempts-fixtures';

describe('GET /metrics: the Prometheus metrics of a service process', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => AttemptsAppModule.forRoot(c))));
  afterAll(() => t.close());

  const metrics = async () => {
    const res = await t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return parseMetrics(res.text);
  };

  it('counts and times answers by route and status, and shows the change log, the projectors and the process', async () => {
    // Given a completion answered 200 and a call answered 401
    const quiz = await publishQuiz(t);
    const learner = await testToken(t);
    await t
      .http()
      .post('/api/users/completequiz')
      .auth(learner.token, { type: 'bearer' })
      .send(completion(quiz, learner.userId, [0, 1, 2, 3, 0]))
      .expect(200);
    await t.http().get(`/api/users/dashboardgetuserbyid/${learner.userId}`).expect(401);
    await t.settle();

    // When the metrics are read
    const m = await eventually(async () => {
      const read = await metrics();
      expect(sum(read, 'projector_batch_size_count', { projector: 'attempts.percentile' })).toBeGreaterThan(
        0,
      );
      return read;
    });

    // Then requests are labelled by their route's pattern and status, with a latency histogram
    const route = '/api/users/completequiz';
    expect(sum(m, 'http_requests_total', { method: 'POST', route, status: '200' })).toBe(1);
    expect(sum(m, 'http_request_duration_seconds_count', { route, status: '200' })).toBe(1);
    expect(
      sum(m, 'http_requests_total', { route: '/api/users/dashboardgetuserbyid/:userId', status: '401' }),
    ).toBe(1);
    // and the change log's backlog and age, the projectors' errors, the event loop and memory are there
    expect(m.find((s) => s.name === 'changelog_backlog_entries' && s.labels.log === 'attempts')?.value).toBe(
      0,
    );
    expect(m.some((s) => s.name === 'changelog_oldest_entry_age_seconds')).toBe(true);
    expect(sum(m, 'projector_errors_total')).toBe(0);
    expect(sum(m, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sum(m, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // and on Kafka each consumer group's lag (none left once settled)
    if (t.config.KAFKA_BROKERS) {
      const lags = m.filter((s) => s.name === 'kafka_consumer_group_lag');
      expect(lags.map((s) => s.labels.group)).toEqual(
        expect.arrayContaining([expect.stringContaining('attempts.percentile')]),
      );
      expect(lags.filter((s) => s.value > 0)).toEqual([]);
    }
  });
});
