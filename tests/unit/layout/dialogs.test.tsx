import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

vi.mock('@/providers/http', () => ({ getAction: vi.fn(), putAction: vi.fn(), postAction: vi.fn() }));
vi.mock('@/providers/notify', () => ({
  notify: { warning: vi.fn(), success: vi.fn(), error: vi.fn(), info: vi.fn(), system: vi.fn(), markShown: vi.fn() },
}));
import { getAction, putAction } from '@/providers/http';
import { notify } from '@/providers/notify';
import { sessionStore } from '@/lib/session';
import ChangePasswordModal from '@/layout/dialogs/ChangePasswordModal';
import DepartSwitchModal from '@/layout/dialogs/DepartSwitchModal';

const ok = <T,>(result: T, message = '') => ({ success: true, code: 0, message, result, timestamp: 0 });
const fail = (message: string) => ({ success: false, code: 500, message, result: null, timestamp: 0 });
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  sessionStore.saveLogin('tok', { id: 'u1', username: 'admin', realname: '管理员', orgCode: 'A01' });
});

describe('ChangePasswordModal', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('requires every field with its message', async () => {
    render(<ChangePasswordModal open onClose={() => {}} />);
    expect(screen.getByText('修改密码')).toBeInTheDocument();
    fireEvent.click(okButton());
    expect(await screen.findByText('请输入旧密码!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('请输入新密码!')).toBeInTheDocument();
    expect(screen.getByText('请确认新密码!')).toBeInTheDocument();
    expect(putAction).not.toHaveBeenCalled();
  });

  it('rejects a different confirmation', async () => {
    render(<ChangePasswordModal open onClose={() => {}} />);
    fill('旧密码', 'old');
    fill('新密码', 'new1');
    fill('确认新密码', 'new2');
    fireEvent.click(okButton());
    expect(await screen.findByText('两次输入的密码不一样！', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(putAction).not.toHaveBeenCalled();
  });

  it('sends the change for the current user and closes with the server message', async () => {
    vi.mocked(putAction).mockResolvedValue(ok(null, '密码修改成功！'));
    const onClose = vi.fn();
    render(<ChangePasswordModal open onClose={onClose} />);
    fill('旧密码', 'old');
    fill('新密码', 'new1');
    fill('确认新密码', 'new1');
    fireEvent.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putAction).toHaveBeenCalledWith('/sys/user/updatePassword', {
      username: 'admin', oldpassword: 'old', password: 'new1', confirmpassword: 'new1',
    });
    expect(notify.success).toHaveBeenCalledWith('密码修改成功！');
  });

  it('a refused change warns with the server message and keeps the dialog and its input', async () => {
    vi.mocked(putAction).mockResolvedValue(fail('旧密码输入错误!'));
    const onClose = vi.fn();
    render(<ChangePasswordModal open onClose={onClose} />);
    fill('旧密码', 'bad');
    fill('新密码', 'new1');
    fill('确认新密码', 'new1');
    fireEvent.click(okButton());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('旧密码输入错误!'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('旧密码')).toHaveValue('bad');
  });

  it('without a logged-in user it only warns', async () => {
    localStorage.clear();
    const onClose = vi.fn();
    render(<ChangePasswordModal open onClose={onClose} />);
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('当前系统无登录用户!'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('修改密码')).toBeNull();
  });
});

describe('DepartSwitchModal', () => {
  const departs = [
    { id: '1', orgCode: 'A01', departName: '红色旅程' },
    { id: '2', orgCode: 'A02', departName: '景区运营部' },
  ];

  it('warns 您尚未设置部门信息! and closes when there is no department', async () => {
    vi.mocked(getAction).mockResolvedValue(ok({ list: [], orgCode: '' }));
    const onClose = vi.fn();
    render(<DepartSwitchModal open onClose={onClose} />);
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('您尚未设置部门信息!'));
    expect(onClose).toHaveBeenCalled();
    expect(getAction).toHaveBeenCalledWith('/sys/user/getCurrentUserDeparts');
  });

  it('pre-selects the current department and switches on confirm, keeping the new user info', async () => {
    vi.mocked(getAction).mockResolvedValue(ok({ list: departs, orgCode: 'A01' }));
    const newUser = { id: 'u1', username: 'admin', realname: '管理员', orgCode: 'A02' };
    vi.mocked(putAction).mockResolvedValue(ok({ userInfo: newUser }));
    const onClose = vi.fn();
    render(<DepartSwitchModal open onClose={onClose} />);
    expect(await screen.findByText('部门选择')).toBeInTheDocument();
    expect(screen.getByTitle('红色旅程')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('景区运营部'));
    fireEvent.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putAction).toHaveBeenCalledWith('/sys/selectDepart', { orgCode: 'A02', username: 'admin' });
    expect(sessionStore.userInfo()).toEqual(newUser);
    const stored = JSON.parse(localStorage.getItem('pro__Login_Userinfo')!);
    expect(stored.expire - Date.now()).toBeGreaterThan(604800000 - 60000);
  });

  it('confirm without a selection marks the field invalid and sends nothing', async () => {
    vi.mocked(getAction).mockResolvedValue(ok({ list: departs, orgCode: '' }));
    const onClose = vi.fn();
    render(<DepartSwitchModal open onClose={onClose} />);
    expect(await screen.findByText('部门选择')).toBeInTheDocument();
    fireEvent.click(okButton());
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull());
    expect(putAction).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
