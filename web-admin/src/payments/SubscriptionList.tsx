import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';

const statusChoices = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
].map((s) => ({ id: s, name: s }));

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="from" label="Created from" alwaysOn />,
  <DateInput key="to" source="to" label="Created to" alwaysOn />,
  <TextInput key="userId" source="userId" label="Learner id" />,
];

/** Subscriptions with spec section 9's refund rule per row (within 24 hours, fewer than 5 premium quizzes). */
export function SubscriptionList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} title="Subscriptions">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="plan" />
        <TextField source="status" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
        <DateField source="createdAt" showTime label="Created" />
        <DateField source="startDate" showTime label="Started" />
        <NumberField source="premiumQuizzesOpened" label="Premium opened" sortable={false} />
        <BooleanField source="refundEligible" label="Refundable now" sortable={false} />
        <TextField source="userId" label="Learner" sortable={false} />
      </Datagrid>
    </List>
  );
}
