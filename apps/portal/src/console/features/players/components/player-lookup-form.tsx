import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { playerPath } from '../../../config/console-routes';
import { typedCustomerId } from '../lib/player-actions';

/** Finding a player by its id at the brand: opens the player's page. */
export function PlayerLookupForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      role="search"
      aria-label="Find a player"
      className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = typedCustomerId.safeParse(text);
        if (!typed.success) {
          setError(typed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        void navigate(playerPath(Number(typed.data)));
      }}
    >
      <FormField
        label="Player id at the brand"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        Find
      </Button>
    </form>
  );
}
