import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';

/** A field whose message, shown until it is blurred with a value, sits above the submit button (as a server error does). */
function FormWithMessage({ onSubmit }: { onSubmit: () => void }) {
  const [message, setMessage] = useState('The website was refused.');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Website" defaultValue="https://example.com" onBlur={() => setMessage('')} />
      {message && <p>{message}</p>}
      <Button type="submit">Save</Button>
      <Button onClick={() => undefined}>Other</Button>
    </form>
  );
}

describe('Button', () => {
  it('submits on a press without taking the focus from the field, so no blur reshapes the form mid-click', async () => {
    const submitted = vi.fn();
    const user = userEvent.setup();
    render(<FormWithMessage onSubmit={submitted} />);
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.click(website);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(website).toHaveFocus();
    expect(screen.getByText('The website was refused.')).toBeInTheDocument();
  });

  it('lets an ordinary button take the focus as usual', async () => {
    const user = userEvent.setup();
    render(<FormWithMessage onSubmit={() => undefined} />);
    await user.click(screen.getByRole('textbox', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Other' }));
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus();
    expect(screen.queryByText('The website was refused.')).not.toBeInTheDocument();
  });
});
