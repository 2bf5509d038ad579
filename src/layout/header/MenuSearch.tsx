import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { searchableItems } from '@/router/menu-routes';
import type { MenuItem } from '@/types/jeecg';
import { searchChoiceAction } from '../menu/menu-model';
import { openExternal } from '../menu/NavMenu';

/**
 * Header menu search over the non-hidden menu items: a search select on desktop, an icon opening a modal on phones.
 * A choice opens the route, or the URL in a new tab for external and iframe items.
 */
export default function MenuSearch({ menu, mobile }: { menu: MenuItem[]; mobile: boolean }) {
  const navigate = useNavigate();
  const [modal, setModal] = useState(false);
  const items = useMemo(() => searchableItems(menu), [menu]);
  const options = useMemo(() => items.map((m) => ({ value: m.id, label: m.meta?.title ?? m.name ?? m.path })), [items]);

  const choose = (id: string) => {
    const item = items.find((m) => m.id === id);
    if (!item) return;
    const action = searchChoiceAction(item);
    if (action.kind === 'external') openExternal(action.url);
    else navigate(action.path);
    setModal(false);
  };

  const select = (
    <Select
      showSearch
      aria-label="搜索菜单"
      placeholder="搜索菜单"
      value={null}
      options={options}
      optionFilterProp="label"
      onSelect={(v) => v && choose(String(v))}
      style={{ width: mobile ? '100%' : 180 }}
      suffixIcon={<SearchOutlined />}
      autoFocus={mobile}
    />
  );

  if (!mobile) return <span className="rj-header-search">{select}</span>;
  return (
    <>
      <span className="rj-header-action" role="button" aria-label="搜索菜单" tabIndex={0} onClick={() => setModal(true)}>
        <SearchOutlined style={{ fontSize: 16 }} />
      </span>
      <Modal open={modal} title="搜索菜单" footer={null} onCancel={() => setModal(false)} destroyOnHidden>
        {select}
      </Modal>
    </>
  );
}
