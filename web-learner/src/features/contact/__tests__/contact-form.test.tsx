import { configure, fireEvent, screen } from '@testing-library/react';
import { describe } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ContactForm, contactMailto } from '../components/contact-form';

// The machine running the suite may be busy: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

describe('the contact form', { timeout: 20_000 }, () => {
  it('requires name, email and message, and opens nothing until they are right', async () => {
    const openMail = vi.fn();
    renderWithProviders(<ContactForm openMail={openMail} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ravi@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(openMail).not.toHaveBeenCalled();
  });

  it('opens a mail draft to the support address with the message, name and email', async () => {
    const openMail = vi.fn();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<ContactForm openMail={openMail} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ravi@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Mock test dates?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(openMail).toHaveBeenCalledWith(
      contactMailto('support@exam-prep.local', {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        message: 'Mock test dates?',
      }),
    );
    const url = new URL(openMail.mock.calls[0]![0] as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Message from Ravi Kumar');
    expect(url.searchParams.get('body')).toBe('Mock test dates?\n\nRavi Kumar <ravi@example.com>');
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
