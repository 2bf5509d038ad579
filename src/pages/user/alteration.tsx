import { NotOffered } from './not-offered';

/** /user/alteration: self-service password recovery is not offered; an administrator resets passwords. */
export default function AlterationPage() {
  return (
    <NotOffered
      title="暂不支持自助找回密码"
      text="忘记密码时请联系系统管理员重置密码；登录后可在右上角用户菜单的“密码修改”中修改密码。"
    />
  );
}
