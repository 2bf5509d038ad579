// Runtime configuration: edit this file on the web server to point the built app at another JeecgBoot server.
// domianURL (sic, JeecgBoot's spelling) is the API base; staticDomainURL serves uploaded files.
window._CONFIG = {
  domianURL: '/jeecg-boot',
  staticDomainURL: '/jeecg-boot/sys/common/static',
  // Public-security filing number shown under the login form, e.g. '京公网安备 11010102000001号'.
  filing: '',
};
