export { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams, type LinkProps, type NavLinkProps, } from 'react-router-dom';
