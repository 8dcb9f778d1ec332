// `shell/router`: the routing API the remotes use, taken from the shell's one router, so a
// remote's <Link> navigates the shell's history. Only these names cross the
// boundary; the rest of react-router stays in the shell's bundle, where it is tree-shaken
// (docs/decisions/006). Extend, don't break: remotes pick up a new shell without rebuilding.
export {
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
