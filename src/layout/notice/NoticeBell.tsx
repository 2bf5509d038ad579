import { useCallback, useEffect, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, List, Popover, Spin, Tabs, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { getAction, putAction } from '@/providers/http';
import { isNoticeChange, subscribeNotice } from '@/providers/live-provider';
import type { Announcement, AnnouncementListResult } from '@/types/jeecg';
import AnnouncementModal from './AnnouncementModal';

export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

const PRIORITY: Record<string, { text: string; color: string }> = {
  L: { text: '一般', color: 'blue' },
  M: { text: '重要', color: 'orange' },
  H: { text: '紧急', color: 'red' },
};

const EMPTY: AnnouncementListResult = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/** Where an announcement opens: its page (openType "component") or the announcement dialog. */
export function announcementTarget(a: Announcement): { kind: 'page'; path: string } | { kind: 'dialog' } {
  if (a.openType === 'component' && a.openPage) {
    const page = a.openPage.startsWith('/') ? a.openPage : `/${a.openPage}`;
    const sep = page.includes('?') ? '&' : '?';
    return { kind: 'page', path: `${page}${sep}busId=${encodeURIComponent(a.busId ?? '')}` };
  }
  return { kind: 'dialog' };
}

/**
 * The header's notification bell: unread count, a popover with 通知 / 系统消息, mark-as-read on open, and live
 * reloads from the notice socket (contract §5.9, §6.1). A failed load is only logged.
 */
/** Notification poll interval (spec §9). */
export const NOTICE_POLL_MS = 6000;

export default function NoticeBell() {
  const navigate = useNavigate();
  const [data, setData] = useState<AnnouncementListResult>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<Announcement | null>(null);

  /** Loads the unread lists; false on failure (which is only logged, spec §4). */
  const load = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    try {
      const res = await getAction<AnnouncementListResult>('/sys/annountCement/listByUser', undefined, { silent: true });
      if (res.success && res.result) {
        setData({ ...EMPTY, ...res.result });
        return true;
      }
      console.warn('加载通知失败', res.message);
      return false;
    } catch (e) {
      console.warn('加载通知失败', e);
      return false;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    // Poll every 6000 ms besides the live socket; a failed load stops the timer (spec §4, §9).
    const timer = window.setInterval(() => {
      void load().then((ok) => {
        if (!ok) window.clearInterval(timer);
      });
    }, NOTICE_POLL_MS);
    const unsubscribe = subscribeNotice((msg) => {
      if (isNoticeChange(msg)) void load();
    });
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [load]);

  const openItem = async (a: Announcement) => {
    setOpen(false);
    try {
      await putAction('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: a.id });
    } catch (e) {
      console.warn('标记已读失败', e);
    }
    void load();
    const target = announcementTarget(a);
    if (target.kind === 'page') navigate(target.path);
    else setViewing(a);
  };

  const renderList = (list: Announcement[]) => (
    <List
      size="small"
      dataSource={list}
      renderItem={(a) => {
        const p = PRIORITY[a.priority ?? ''];
        return (
          <List.Item className="rj-notice-item" onClick={() => void openItem(a)} style={{ cursor: 'pointer' }}>
            <List.Item.Meta
              title={<span className="rj-notice-title">{a.titile}</span>}
              description={
                <span>
                  {a.sendTime ?? a.createTime}
                  {p && (
                    <Tag color={p.color} style={{ marginInlineStart: 8 }}>
                      {p.text}
                    </Tag>
                  )}
                </span>
              }
            />
          </List.Item>
        );
      }}
    />
  );

  const total = (data.anntMsgTotal ?? 0) + (data.sysMsgTotal ?? 0);
  const content = (
    <Spin spinning={loading}>
      <Tabs
        size="small"
        centered
        items={[
          { key: 'annt', label: `通知 (${data.anntMsgTotal ?? 0})`, children: renderList(data.anntMsgList ?? []) },
          { key: 'sys', label: `系统消息 (${data.sysMsgTotal ?? 0})`, children: renderList(data.sysMsgList ?? []) },
        ]}
      />
      <div style={{ textAlign: 'center', marginTop: 8 }}>
        <Button
          type="dashed"
          block
          onClick={() => {
            setOpen(false);
            navigate(USER_ANNOUNCEMENT_PATH);
          }}
        >
          查看更多
        </Button>
      </div>
    </Spin>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={<div style={{ width: 300, maxWidth: 'calc(100vw - 32px)' }}>{content}</div>}
        arrow={{ pointAtCenter: true }}
      >
        <span className="rj-header-action" role="button" aria-label="通知" tabIndex={0}>
          <Badge count={total} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </span>
      </Popover>
      <AnnouncementModal record={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
