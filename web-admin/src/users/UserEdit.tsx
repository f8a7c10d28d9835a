import {
  BooleanInput,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Labeled,
  Toolbar,
} from 'react-admin';
import { Grid } from '@mui/material';
import { roleChoices } from '@/quizzes/choices';

/** An account's profile; an admin changes its role or disables it (the server refuses doing either to oneself). */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Grid container spacing={2}>
          {(['name', 'email', 'mobile', 'classs', 'schoolcode', 'city', 'state'] as const).map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6, md: 4 }}>
              <Labeled>
                <TextField source={f} />
              </Labeled>
            </Grid>
          ))}
        </Grid>
        <SelectInput source="role" choices={roleChoices} />
        <BooleanInput
          source="disabled"
          label="Account disabled"
          helperText="A disabled account's sessions end at once: its next call is refused and it cannot sign in."
        />
      </SimpleForm>
    </Edit>
  );
}
