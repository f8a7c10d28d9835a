import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FiltersProps {
  subjects: string[];
  chapters: string[];
  subject: string;
  chapter: string;
  onChange: (next: { subject: string; chapter: string }) => void;
  /** More filters beside these (the notebook's due date). */
  children?: ReactNode;
}

/** Subject and chapter filters ('' is all); a new subject clears the chapter. */
export function SubjectChapterFilters({
  subjects,
  chapters,
  subject,
  chapter,
  onChange,
  children,
}: FiltersProps) {
  const { t } = useTranslation('learning');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, my: 2 }}>
      <FilterSelect
        id="filter-subject"
        label={t('Subject')}
        value={subject}
        options={subjects}
        onChange={(next) => onChange({ subject: next, chapter: '' })}
      />
      <FilterSelect
        id="filter-chapter"
        label={t('Chapter')}
        value={chapters.includes(chapter) ? chapter : ''}
        options={chapters}
        onChange={(next) => onChange({ subject, chapter: next })}
      />
      {children}
    </Stack>
  );
}

/** One filter: 'All' (the empty value) and its options, the label always above. */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={props.id} shrink>
        {props.label}
      </InputLabel>
      <Select
        displayEmpty
        notched
        labelId={props.id}
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <MenuItem value="">{t('All')}</MenuItem>
        {props.options.map((o) => (
          <MenuItem key={o} value={o}>
            {o || t('No chapter')}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
