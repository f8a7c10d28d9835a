import { BooleanField, BooleanInput, Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

const filters = [<BooleanInput key="all" source="all" label="Also those past 5 premium quizzes" alwaysOn />];

/**
 * Spec section 9's refund rule per recent subscription: within 24 hours and fewer than 5 premium quizzes
 * opened. Refunds the platform made itself (a second subscription to a plan already active) come first.
 */
export function RefundList() {
  return (
    <List filters={filters} sort={{ field: 'startDate', order: 'DESC' }} title="Refunds">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="plan" />
        <TextField source="userId" label="Learner" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
        <DateField source="startDate" showTime label="Started" emptyText="—" />
        <DateField source="refundableUntil" showTime label="Refundable until" emptyText="—" />
        <NumberField source="premiumQuizzesOpened" label="Premium quizzes opened" />
        <BooleanField source="eligible" />
        <DateField source="refundedAt" showTime label="Refunded" emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <TextField source="refundError" label="Provider refused" emptyText="—" />
      </Datagrid>
    </List>
  );
}
