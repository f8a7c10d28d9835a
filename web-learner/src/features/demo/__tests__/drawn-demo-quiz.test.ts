import { queryClient } from '@/lib/react-query';
import { DRAWN_QUIZ_ELEMENT, isDrawnDemoQuiz, takeDrawnDemoQuiz } from '../api/drawn-demo-quiz';
import { getDemoQuizQueryOptions } from '../api/get-demo-quiz';

const ID = '6650c0ffee0000000000a001';

function page(quizId: string, text: string) {
  document.body.innerHTML = '';
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = DRAWN_QUIZ_ELEMENT;
  data.dataset.quizId = quizId;
  data.textContent = text;
  document.body.append(data);
}

describe('the quiz a server drew the demo with', () => {
  afterEach(() => queryClient.clear());

  it('is put in the query cache, and the quiz marked drawn, before the app renders', () => {
    page(ID, '{"_id":"6650c0ffee0000000000a001","name":"Polity \\u003cdemo>"}');
    takeDrawnDemoQuiz(ID);
    expect(queryClient.getQueryData(getDemoQuizQueryOptions(ID).queryKey)).toMatchObject({
      name: 'Polity <demo>',
    });
    expect(isDrawnDemoQuiz(ID)).toBe(true);
  });

  it("is ignored when it is another quiz's or unreadable: the app asks for the quiz", () => {
    const other = '6650c0ffee0000000000a002';
    page(ID, '{"_id":"6650c0ffee0000000000a001"}');
    takeDrawnDemoQuiz(other);
    page(other, '{"_id": broken');
    takeDrawnDemoQuiz(other);
    expect(queryClient.getQueryData(getDemoQuizQueryOptions(other).queryKey)).toBeUndefined();
    expect(isDrawnDemoQuiz(other)).toBe(false);
  });
});
