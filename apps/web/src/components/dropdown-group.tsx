import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface DropdownGroupState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const DropdownGroupContext = createContext<DropdownGroupState | null>(null);

/** Makes the dropdowns inside it mutually exclusive: opening one closes the others. */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <DropdownGroupContext.Provider value={value}>{children}</DropdownGroupContext.Provider>;
}

/** Open state shared with the surrounding group, or local when there is none. */
export function useDropdownOpenState(id: string): [boolean, (open: boolean) => void] {
  const group = useContext(DropdownGroupContext);
  const [localOpen, setLocalOpen] = useState(false);
  const setGroupOpenId = group?.setOpenId;
  const setOpen = useCallback(
    (open: boolean) => {
      if (setGroupOpenId) setGroupOpenId(open ? id : null);
      else setLocalOpen(open);
    },
    [id, setGroupOpenId],
  );
  return [group ? group.openId === id : localOpen, setOpen];
}
