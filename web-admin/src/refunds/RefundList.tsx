import { BooleanField, BooleanInput, Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

const filters = [<BooleanInput key="all" source="all" label="Also those past 5 premium quizzes" alwaysOn />];

/** Spec section 9's refund rule per recent subscription: within 24 hours and fewer than 5 premium quizzes opened. */
export function RefundList() {
  return (
    <List filters={filters} sort={{ field: 'startDate', order: 'DESC' }} title="Payments: refund eligibility">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="plan" />
        <TextField source="userId" label="Learner" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
        <DateField source="startDate" showTime label="Started" />
        <DateField source="refundableUntil" showTime label="Refundable until" />
        <NumberField source="premiumQuizzesOpened" label="Premium quizzes opened" />
        <BooleanField source="eligible" />
      </Datagrid>
    </List>
  );
}
