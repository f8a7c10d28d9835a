import { NumberInput, SelectInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { divisionChoices, subjectChoices } from '@/quizzes/choices';

/** A chapter of a subject in a division: learners filter quizzes by it. */
export function ChapterForm() {
  return (
    <SimpleForm defaultValues={{ division: 'Abhyudaya', classs: 'Already passed 12th' }}>
      <TextInput source="chapter" validate={required()} fullWidth />
      <SelectInput source="subject" choices={subjectChoices} validate={required()} />
      <SelectInput source="division" choices={divisionChoices} validate={required()} />
      <TextInput source="classs" label="Class" />
      <NumberInput source="order" validate={minValue(0)} />
    </SimpleForm>
  );
}
