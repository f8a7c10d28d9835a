import { Edit, SaveButton, SelectInput, SimpleForm, TextField, Labeled, Toolbar } from 'react-admin';
import { Grid } from '@mui/material';
import { roleChoices } from '@/quizzes/choices';

/** An account's profile; an admin changes its role (the server refuses removing one's own admin role). */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Change role" />
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
      </SimpleForm>
    </Edit>
  );
}
