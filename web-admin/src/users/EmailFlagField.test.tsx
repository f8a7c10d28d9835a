import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { EmailFlagField } from './EmailFlagField';

describe('the email flag of a user', () => {
  it('names a duplicate and says which account it reads as', () => {
    render(
      <RecordContextProvider value={{ id: 'u1', emailFlag: 'Same address as ｒａｖｉ@example.com' }}>
        <EmailFlagField />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Duplicate email')).toBeInTheDocument();
    expect(
      screen.getByLabelText('Duplicate email: Same address as ｒａｖｉ@example.com'),
    ).toBeInTheDocument();
  });

  it('names a lookalike, and shows nothing for an ordinary account', () => {
    const { unmount } = render(
      <RecordContextProvider value={{ id: 'u2', emailFlag: 'Invisible or mixed-alphabet characters' }}>
        <EmailFlagField />
      </RecordContextProvider>,
    );
    expect(screen.getByText('Lookalike email')).toBeInTheDocument();
    unmount();
    render(
      <RecordContextProvider value={{ id: 'u3', emailFlag: null }}>
        <EmailFlagField />
      </RecordContextProvider>,
    );
    expect(screen.queryByText(/email$/)).not.toBeInTheDocument();
  });
});
