import { Edit, NumberInput, SimpleForm, TextInput, maxValue, minValue, required } from 'react-admin';
import { formatLines, parseLines } from '@/quizzes/quizTransform';

const clean = (data: Record<string, unknown>) => ({
  name: data.name,
  price: data.price,
  listPrice: data.listPrice === '' || data.listPrice === undefined ? null : data.listPrice,
  total_count: data.total_count,
  plan_id: data.plan_id,
  features: (Array.isArray(data.features) ? data.features : []).map((f) => String(f).trim()).filter(Boolean),
  accessibleContent: (Array.isArray(data.accessibleContent) ? data.accessibleContent : [])
    .map((f) => String(f).trim())
    .filter(Boolean),
});

/** A plan's price, list price (for the struck-through discount), provider plan id, features and subjects. */
export function PlanEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={clean}>
      <SimpleForm>
        <TextInput source="name" validate={required()} fullWidth />
        <NumberInput source="price" validate={[required(), minValue(1), maxValue(1_000_000)]} />
        <NumberInput
          source="listPrice"
          label="List price (empty: no discount)"
          validate={[minValue(1), maxValue(1_000_000)]}
        />
        <NumberInput source="total_count" label="Billing cycles" validate={[minValue(1), maxValue(1000)]} />
        <TextInput source="plan_id" label="Provider plan id" fullWidth />
        <TextInput
          source="features"
          label="Features (one per line)"
          multiline
          minRows={3}
          fullWidth
          format={formatLines}
          parse={parseLines}
        />
        <TextInput
          source="accessibleContent"
          label="Subjects included (one per line)"
          multiline
          minRows={2}
          fullWidth
          format={formatLines}
          parse={parseLines}
        />
      </SimpleForm>
    </Edit>
  );
}
