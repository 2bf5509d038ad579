// Runtime configuration: edit this file on the web server to point the built app at another JeecgBoot server.
// domianURL (sic, JeecgBoot's spelling) is the API base; staticDomainURL serves uploaded files.
window._CONFIG = {
  domianURL: '/jeecg-boot',
  staticDomainURL: '/jeecg-boot/sys/common/static',
};
