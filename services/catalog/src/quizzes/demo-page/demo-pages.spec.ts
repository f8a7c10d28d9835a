import type { QueryBus } from '@nestjs/cqrs';
import { CachedAnswer, forbidden, notFound, type AppConfig } from '@exam/common';
import { GetQuizByIdQuery } from '../queries/get-quiz-by-id/get-quiz-by-id.query';
import { DemoPages } from './demo-pages';
import type { RenderDemoPage } from './demo-page.render';

const ID = '6650c0ffee0000000000a001';
const template = Buffer.from('<div id="root"><div data-prerendered>loader</div></div>');
const config = { repoRoot: '/nowhere' } as AppConfig;

function setup(answers: (query: GetQuizByIdQuery) => unknown, render?: RenderDemoPage) {
  const execute = jest.fn(async (query: GetQuizByIdQuery) => {
    const answer = answers(query);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const pages = new DemoPages({ execute } as unknown as QueryBus, config, render);
  return { pages, execute };
}

describe('DemoPages', () => {
  it("draws a free demo quiz with getDemoQuizbyId's answer, once per revision of the quiz", async () => {
    let body = '{"name":"Polity"}';
    const render = jest.fn<ReturnType<RenderDemoPage>, Parameters<RenderDemoPage>>(
      async (page, id, json) => `${page}|${id}|${json}`,
    );
    const { pages, execute } = setup(() => new CachedAnswer(body), render);

    const first = await pages.page(ID, template);
    expect(first?.toString()).toBe(`${template.toString()}|${ID}|{"name":"Polity"}`);
    expect(execute).toHaveBeenCalledWith(new GetQuizByIdQuery('quiz', ID, 'demo', undefined));
    await pages.page(ID, template);
    expect(render).toHaveBeenCalledTimes(1);

    body = '{"name":"Polity, revised"}';
    expect((await pages.page(ID, template))?.toString()).toContain('revised');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an unknown quiz', notFound('Quiz not found')],
    ['a premium quiz', forbidden('This quiz is not a free demo quiz.', { reason: 'premium' })],
    ['an exam', forbidden('This quiz is an exam: register and log in to sit it.', { reason: 'premium' })],
  ])('leaves %s to the page the build drew (the app shows its error)', async (_case, error) => {
    const render = jest.fn<ReturnType<RenderDemoPage>, Parameters<RenderDemoPage>>();
    const { pages } = setup(() => error, render);
    expect(await pages.page(ID, template)).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
  });

  it('asks nothing for an id that is no quiz id', async () => {
    const { pages, execute } = setup(
      () => new CachedAnswer('{}'),
      async () => 'drawn',
    );
    expect(await pages.page('not-an-id', template)).toBeUndefined();
    expect(execute).not.toHaveBeenCalled();
  });

  it('serves the drawn loader when the render fails, and tries again on the next visit', async () => {
    const render = jest
      .fn<ReturnType<RenderDemoPage>, Parameters<RenderDemoPage>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue('drawn');
    const { pages } = setup(() => new CachedAnswer('{}'), render);
    expect(await pages.page(ID, template)).toBeUndefined();
    expect((await pages.page(ID, template))?.toString()).toBe('drawn');
  });

  it('serves the loader page while a first render takes long, and the drawn page once it is done', async () => {
    let finish = (_page: string) => {};
    const render = jest.fn<ReturnType<RenderDemoPage>, Parameters<RenderDemoPage>>(
      () => new Promise((done) => (finish = done)),
    );
    const { pages } = setup(() => new CachedAnswer('{}'), render);
    expect(await pages.page(ID, template)).toBeUndefined();
    finish('drawn');
    expect((await pages.page(ID, template))?.toString()).toBe('drawn');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("serves the drawn loader when the learner app's server render cannot be loaded", async () => {
    const { pages } = setup(() => new CachedAnswer('{}'));
    expect(await pages.page(ID, template)).toBeUndefined();
  });
});
