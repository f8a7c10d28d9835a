import { Create } from 'react-admin';
import { NEW_QUESTION, QuizForm } from './QuizForm';
import { quizTransform } from './quizTransform';

const defaults = {
  division: 'Abhyudaya',
  difficulty: 'Free Exploratory Quiz',
  classs: 'Already passed 12th',
  marksPerCorrect: 1,
  negativeMarks: 0,
  accessible: [],
  questions: [NEW_QUESTION],
};

/** A new quiz is a draft: it is published from its page once its questions are in. */
export function QuizCreate() {
  return (
    <Create redirect="edit" transform={quizTransform}>
      <QuizForm defaultValues={defaults} />
    </Create>
  );
}
