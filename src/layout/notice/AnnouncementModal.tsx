import { Modal } from 'antd';
import type { Announcement } from '@/types/jeecg';
import { sanitizeHtml } from './sanitize-html';

/** The announcement dialog: 60% of the window wide, title, sender, time and the sanitised HTML content. */
export default function AnnouncementModal({ record, onClose }: { record: Announcement | null; onClose: () => void }) {
  return (
    <Modal
      open={!!record}
      title={record?.titile}
      width={Math.round(window.innerWidth * 0.6)}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && (
        <article className="rj-annt">
          <p className="rj-annt-meta">
            <span>发布人：{record.sender}</span>
            <span>发布时间：{record.sendTime ?? record.createTime}</span>
          </p>
          <div className="rj-annt-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(record.msgContent) }} />
        </article>
      )}
    </Modal>
  );
}
