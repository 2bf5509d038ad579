import type { ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';

export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * Right-click menu around any content.
 *   <ContextMenu items={[{ key: 'refresh', label: '刷新', onClick: reload }]}><Card>…</Card></ContextMenu>
 */
export default function ContextMenu({ items, children }: { items: ContextMenuItem[]; children: ReactNode }) {
  const menu: MenuProps = {
    items: items.map(({ key, label, icon, danger, disabled }) => ({ key, label, icon, danger, disabled })),
    onClick: ({ key }) => items.find((i) => i.key === key)?.onClick?.(),
  };
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <div className="context-menu-area">{children}</div>
    </Dropdown>
  );
}
