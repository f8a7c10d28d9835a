import { Grid, Typography } from '@mui/material';
import {
  ArrayInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { fromLocalDateTime, toLocalDateTime } from './examFields';

const modeChoices = [
  { id: 'practice', name: 'Practice (the practice player)' },
  { id: 'exam', name: 'Exam (timed, NTA screen, ranked)' },
];

/**
 * How the quiz is played (issue 31): practice, or an exam with its duration, its sections (question numbers,
 * with an optional time of their own) and an optional live window. The server checks each rule and names
 * the broken one.
 */
export function ExamInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectInput
          source="mode"
          choices={modeChoices}
          emptyText="By subject (Mock Tests: exam)"
          helperText="Mock Tests are exams unless you choose practice"
          fullWidth
        />
      </Grid>
      <FormDataConsumer>
        {({ formData }) =>
          formData.mode === 'exam' && (
            <>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <NumberInput
                  source="durationMinutes"
                  label="Duration (minutes)"
                  validate={minValue(1)}
                  helperText="Empty: one minute per question"
                  fullWidth
                />
              </Grid>
              <Grid size={12}>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  Sections
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Question numbers from 1, every question in one section. Give every section minutes, or none;
                  timed sections follow each other and must add up to the duration.
                </Typography>
                <ArrayInput source="sections" label={false}>
                  <SimpleFormIterator inline>
                    <TextInput source="name" validate={required()} />
                    <NumberInput source="from" label="From question" validate={[required(), minValue(1)]} />
                    <NumberInput source="to" label="To question" validate={[required(), minValue(1)]} />
                    <NumberInput source="minutes" label="Minutes (optional)" validate={minValue(1)} />
                  </SimpleFormIterator>
                </ArrayInput>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  Live mock
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Everyone sits it between these times; rank and results are released when it closes.
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateTimeInput
                  source="liveWindow.opensAt"
                  label="Opens at"
                  format={toLocalDateTime}
                  parse={fromLocalDateTime}
                  slotProps={{ htmlInput: { step: 1 } }}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateTimeInput
                  source="liveWindow.closesAt"
                  label="Closes at"
                  format={toLocalDateTime}
                  parse={fromLocalDateTime}
                  slotProps={{ htmlInput: { step: 1 } }}
                  fullWidth
                />
              </Grid>
            </>
          )
        }
      </FormDataConsumer>
    </Grid>
  );
}
