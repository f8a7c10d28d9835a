import { Create, Edit } from 'react-admin';
import { ChapterForm } from './ChapterForm';

export const ChapterEdit = () => (
  <Edit mutationMode="pessimistic">
    <ChapterForm />
  </Edit>
);

export const ChapterCreate = () => (
  <Create redirect="list">
    <ChapterForm />
  </Create>
);
