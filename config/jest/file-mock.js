// Asset imports resolve to a stable fake URL under Jest.
module.exports = '/test-file-stub';
