// Credential files of data-science and ML tools (model hubs, Kaggle, notebooks' data warehouses, GPU clouds, trackers).

/**
 * Files that hold an ML tool's login: the model hub's token (`~/.cache/huggingface/token`, its `stored_tokens`, the old
 * `~/.huggingface/token`), Kaggle's folder and `kaggle.json`, Databricks' `.databrickscfg`, dbt's profiles, Snowflake's
 * connection files, NVIDIA NGC's and Modal's configs, ClearML's and Comet's configs, MLflow's credentials, Streamlit's
 * secrets, DVC's local (credential) config, Lightning's credentials, Vast.ai's and RunPod's keys. Their neighbours are
 * not secrets: the hub's model cache, tokenizers, a project's own `profiles.yml` or `.dvc/config`.
 */
export const ML_SECRET_PATH =
  /(?:~|\$home|\$\{home\}|\/home\/[^/\s]{1,32}|\/root|\/users\/[^/\s]{1,32})\/\.kaggle(?=$|[\s"'`|;&)/])|\bkaggle\.json\b|\bhuggingface\/(?:stored_)?tokens?(?![\w.-])|\.databrickscfg\b|\.dbt\/profiles\.ya?ml\b|\.snowflake\/(?:connections|config)\.toml\b|\.snowsql\/config\b|\.ngc\/config\b|\.modal\.toml\b|\bclearml\.conf\b|\.comet\.config\b|\.mlflow\/credentials\b|\.streamlit\/secrets\.toml\b|\.dvc\/config\.local\b|\.lightning\/credentials\.json\b|\.vast_api_key\b|\.runpod\/config\.toml\b/;
