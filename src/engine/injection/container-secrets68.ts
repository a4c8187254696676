// Credentials that container, VM and CI-runner tools keep: registry logins, runner tokens, cluster join tokens, the keys of local VMs.

/**
 * Files and folders that hold a container tool's logins or a local VM manager's keys: podman's and skopeo's registry
 * logins (`containers/auth.json`), a CI runner's registration tokens (`gitlab-runner/config.toml`), k3s' join token,
 * minikube's client and CA keys, lima's and colima's ssh key (the whole state folder holds it), vagrant's private keys.
 * A VM's disk image or a runner's log beside them names no secret by itself, but the folder copied whole carries the key.
 */
export const CONTAINER_SECRET_PATH =
  /\bcontainers\/auth\.json\b|\bgitlab-runner\/config\.toml\b|\/var\/lib\/rancher\/k3s\/server\/(?:node-)?token\b|\.minikube\/(?:profiles\/[^\s"'`|;&)/]{1,40}\/)?(?:client|ca|apiserver)\.key\b|(?:~|\$HOME|\$\{HOME\}|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32})\/\.(?:lima|colima|vagrant\.d)(?=$|[/\s"'`|;&)])|\.vagrant\/machines\/[^\s"'`|;&)]{1,80}\/private_key\b|\.vagrant\.d\/insecure_private_keys?\b/i;
